"""Popular package names of PyPI and npm (pure data, ``injection_orders.py``): an install of a name
one letter away from one of these (``reqeusts``, ``pyyam1``, ``lodahs``) that is not itself one of
them is a typosquat. Only names of five letters or more: shorter names sit one edit from too many
real packages."""

from __future__ import annotations

from typing import Final

_NAMES: Final = """
    requests urllib3 numpy pandas scipy matplotlib seaborn pyyaml setuptools wheel six certifi
    idna charset-normalizer python-dateutil pytz boto3 botocore s3transfer awscli jmespath
    cryptography pyopenssl cffi pycparser pyasn1 rsa attrs pluggy pytest pytest-cov coverage
    packaging pyparsing jinja2 markupsafe click colorama flask django fastapi uvicorn starlette
    pydantic sqlalchemy alembic psycopg2 psycopg2-binary pymysql redis celery kombu billiard
    tensorflow tensorflow-gpu keras torch torchvision torchaudio transformers tokenizers datasets
    huggingface-hub scikit-learn sklearn xgboost lightgbm catboost statsmodels sympy networkx
    pillow opencv-python imageio beautifulsoup4 lxml html5lib soupsieve selenium scrapy httpx
    aiohttp websockets paramiko fabric invoke docker kubernetes ansible pyjwt oauthlib
    requests-oauthlib google-auth google-api-core protobuf grpcio tqdm rich typer tabulate
    openpyxl xlrd pyarrow fastparquet polars dask distributed joblib cloudpickle dill
    simplejson ujson orjson msgpack toml tomli tomlkit black flake8 pylint mypy isort ruff
    virtualenv pipenv poetry filelock platformdirs distlib wrapt decorator tenacity backoff
    retrying psutil pexpect ptyprocess jupyter notebook ipython ipykernel jupyterlab nbformat
    nbconvert plotly bokeh altair dash streamlit gradio openai anthropic langchain tiktoken
    sentencepiece accelerate diffusers safetensors onnx onnxruntime jsonschema marshmallow
    gunicorn waitress werkzeug itsdangerous blinker greenlet gevent eventlet pyserial pyusb
    paho-mqtt pymodbus bleak esptool mysqlclient pymongo motor elasticsearch cassandra-driver
    biopython pysam scanpy anndata netcdf4 xarray cartopy shapely geopandas rasterio pyproj
    fiona astropy nltk spacy gensim pyspark
    lodash express react react-dom axios chalk commander moment dayjs webpack babel-core
    typescript eslint prettier jquery underscore async debug request body-parser cookie-parser
    dotenv mongoose sequelize socket.io uuid yargs inquirer glob rimraf mkdirp minimist
    nodemon jest mocha chai sinon cross-env node-fetch got superagent bluebird immutable
    redux react-redux react-router vue angular svelte next nuxt vite rollup esbuild
    tailwindcss postcss autoprefixer sass less styled-components classnames prop-types
    core-js regenerator-runtime tslib rxjs zone.js graphql apollo-server bcrypt bcryptjs
    jsonwebtoken passport helmet morgan winston pino colors ethers web3 puppeteer playwright
    cheerio sharp multer nodemailer twilio stripe firebase serialport johnny-five mqtt
"""
POPULAR: Final[frozenset[str]] = frozenset(_NAMES.split())
"""Names the typosquats imitate."""

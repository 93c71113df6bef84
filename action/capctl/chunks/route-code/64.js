
  'use strict'

  const Serializer = require('fast-json-stringify/lib/serializer')
  const serializerState = {"mode":"standalone"}
  const serializer = Serializer.restoreFromState(serializerState)

  const validator = null


  module.exports = function anonymous(validator,serializer
) {

    
const {
  asString,
  asNumber,
  asBoolean,
  asDateTime,
  asDate,
  asTime,
  asUnsafeString,
  asPlainStringArray
} = serializer

const asInteger = serializer.asInteger.bind(serializer)


    const JSON_STR_BEGIN_OBJECT = '{'
    const JSON_STR_END_OBJECT = '}'
    const JSON_STR_BEGIN_ARRAY = '['
    const JSON_STR_END_ARRAY = ']'
    const JSON_STR_COMMA = ','
    const JSON_STR_COLONS = ':'
    const JSON_STR_QUOTE = '"'
    const JSON_STR_EMPTY_OBJECT = JSON_STR_BEGIN_OBJECT + JSON_STR_END_OBJECT
    const JSON_STR_EMPTY_ARRAY = JSON_STR_BEGIN_ARRAY + JSON_STR_END_ARRAY
    const JSON_STR_EMPTY_STRING = JSON_STR_QUOTE + JSON_STR_QUOTE
    const JSON_STR_NULL = 'null'
    
  
    
      // "#/properties/data/properties/device"
      function anonymous2 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_5 = obj["id"]
      if (value_id_5 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_5 !== 'string') {
          if (value_id_5 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_5 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_5.toISOString() + JSON_STR_QUOTE
          } else if (value_id_5 instanceof RegExp) {
            json += asString(value_id_5.source)
          } else {
            json += asString(value_id_5.toString())
          }
        } else {
          json += asString(value_id_5)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_user_id_6 = obj["user_id"]
      if (value_user_id_6 !== undefined) {
        json += ",\"user_id\":"
        
        if (typeof value_user_id_6 !== 'string') {
          if (value_user_id_6 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_user_id_6 instanceof Date) {
            json += JSON_STR_QUOTE + value_user_id_6.toISOString() + JSON_STR_QUOTE
          } else if (value_user_id_6 instanceof RegExp) {
            json += asString(value_user_id_6.source)
          } else {
            json += asString(value_user_id_6.toString())
          }
        } else {
          json += asString(value_user_id_6)
        }
        
      } else {
        throw new Error('"user_id" is required!')
      }
      
      const value_name_7 = obj["name"]
      if (value_name_7 !== undefined) {
        json += ",\"name\":"
        
        if (typeof value_name_7 !== 'string') {
          if (value_name_7 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_name_7 instanceof Date) {
            json += JSON_STR_QUOTE + value_name_7.toISOString() + JSON_STR_QUOTE
          } else if (value_name_7 instanceof RegExp) {
            json += asString(value_name_7.source)
          } else {
            json += asString(value_name_7.toString())
          }
        } else {
          json += asString(value_name_7)
        }
        
      } else {
        throw new Error('"name" is required!')
      }
      
      const value_device_type_8 = obj["device_type"]
      if (value_device_type_8 !== undefined) {
        json += ",\"device_type\":"
        
        if (typeof value_device_type_8 !== 'string') {
          if (value_device_type_8 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_device_type_8 instanceof Date) {
            json += JSON_STR_QUOTE + value_device_type_8.toISOString() + JSON_STR_QUOTE
          } else if (value_device_type_8 instanceof RegExp) {
            json += asString(value_device_type_8.source)
          } else {
            json += asString(value_device_type_8.toString())
          }
        } else {
          json += asString(value_device_type_8)
        }
        
      } else {
        throw new Error('"device_type" is required!')
      }
      
      const value_updated_at_9 = obj["updated_at"]
      if (value_updated_at_9 !== undefined) {
        json += ",\"updated_at\":"
        json += asDateTime(value_updated_at_9)
      } else {
        throw new Error('"updated_at" is required!')
      }
      
      const value_confirmed_at_10 = obj["confirmed_at"]
      if (value_confirmed_at_10 !== undefined) {
        json += ",\"confirmed_at\":"
        json += asDateTime(value_confirmed_at_10)
      }

      const value_last_used_at_11 = obj["last_used_at"]
      if (value_last_used_at_11 !== undefined) {
        json += ",\"last_used_at\":"
        json += asDateTime(value_last_used_at_11)
      }

      const value_deleted_at_12 = obj["deleted_at"]
      if (value_deleted_at_12 !== undefined) {
        json += ",\"deleted_at\":"
        json += asDateTime(value_deleted_at_12)
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data"
      function anonymous1 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_device_3 = obj["device"]
      if (value_device_3 !== undefined) {
        json += "{\"device\":"
        json += anonymous2(value_device_3)
      } else {
        throw new Error('"device" is required!')
      }
      
      const value_secret_13 = obj["secret"]
      if (value_secret_13 !== undefined) {
        json += ",\"secret\":"
        
        if (typeof value_secret_13 !== 'string') {
          if (value_secret_13 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_secret_13 instanceof Date) {
            json += JSON_STR_QUOTE + value_secret_13.toISOString() + JSON_STR_QUOTE
          } else if (value_secret_13 instanceof RegExp) {
            json += asString(value_secret_13.source)
          } else {
            json += asString(value_secret_13.toString())
          }
        } else {
          json += asString(value_secret_13)
        }
        
      } else {
        throw new Error('"secret" is required!')
      }
      
      const value_otpauth_uri_14 = obj["otpauth_uri"]
      if (value_otpauth_uri_14 !== undefined) {
        json += ",\"otpauth_uri\":"
        
        if (typeof value_otpauth_uri_14 !== 'string') {
          if (value_otpauth_uri_14 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_otpauth_uri_14 instanceof Date) {
            json += JSON_STR_QUOTE + value_otpauth_uri_14.toISOString() + JSON_STR_QUOTE
          } else if (value_otpauth_uri_14 instanceof RegExp) {
            json += asString(value_otpauth_uri_14.source)
          } else {
            json += asString(value_otpauth_uri_14.toString())
          }
        } else {
          json += asString(value_otpauth_uri_14)
        }
        
      } else {
        throw new Error('"otpauth_uri" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/errors/items"
      function anonymous4 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_17 = obj["code"]
      if (value_code_17 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_17 !== 'string') {
          if (value_code_17 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_17 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_17.toISOString() + JSON_STR_QUOTE
          } else if (value_code_17 instanceof RegExp) {
            json += asString(value_code_17.source)
          } else {
            json += asString(value_code_17.toString())
          }
        } else {
          json += asString(value_code_17)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_18 = obj["message"]
      if (value_message_18 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_18 !== 'string') {
          if (value_message_18 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_18 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_18.toISOString() + JSON_STR_QUOTE
          } else if (value_message_18 instanceof RegExp) {
            json += asString(value_message_18.source)
          } else {
            json += asString(value_message_18.toString())
          }
        } else {
          json += asString(value_message_18)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_pointer_19 = obj["pointer"]
      if (value_pointer_19 !== undefined) {
        json += ",\"pointer\":"
        
        if (typeof value_pointer_19 !== 'string') {
          if (value_pointer_19 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_pointer_19 instanceof Date) {
            json += JSON_STR_QUOTE + value_pointer_19.toISOString() + JSON_STR_QUOTE
          } else if (value_pointer_19 instanceof RegExp) {
            json += asString(value_pointer_19.source)
          } else {
            json += asString(value_pointer_19.toString())
          }
        } else {
          json += asString(value_pointer_19)
        }
        
      }

      const value_hint_20 = obj["hint"]
      if (value_hint_20 !== undefined) {
        json += ",\"hint\":"
        
        if (typeof value_hint_20 !== 'string') {
          if (value_hint_20 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_hint_20 instanceof Date) {
            json += JSON_STR_QUOTE + value_hint_20.toISOString() + JSON_STR_QUOTE
          } else if (value_hint_20 instanceof RegExp) {
            json += asString(value_hint_20.source)
          } else {
            json += asString(value_hint_20.toString())
          }
        } else {
          json += asString(value_hint_20)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous3 (obj) {
      // "#/properties/errors"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous4(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous4(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/warnings/items"
      function anonymous6 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_23 = obj["code"]
      if (value_code_23 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_23 !== 'string') {
          if (value_code_23 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_23 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_23.toISOString() + JSON_STR_QUOTE
          } else if (value_code_23 instanceof RegExp) {
            json += asString(value_code_23.source)
          } else {
            json += asString(value_code_23.toString())
          }
        } else {
          json += asString(value_code_23)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_24 = obj["message"]
      if (value_message_24 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_24 !== 'string') {
          if (value_message_24 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_24 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_24.toISOString() + JSON_STR_QUOTE
          } else if (value_message_24 instanceof RegExp) {
            json += asString(value_message_24.source)
          } else {
            json += asString(value_message_24.toString())
          }
        } else {
          json += asString(value_message_24)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous5 (obj) {
      // "#/properties/warnings"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/warnings' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous6(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous6(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#"
      function anonymous0 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_data_1 = obj["data"]
      if (value_data_1 !== undefined) {
        json += "{\"data\":"
        json += anonymous1(value_data_1)
      } else {
        throw new Error('"data" is required!')
      }
      
      const value_errors_15 = obj["errors"]
      if (value_errors_15 !== undefined) {
        json += ",\"errors\":"
        
          if (value_errors_15 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Array.isArray(value_errors_15)) {
            json += anonymous3(value_errors_15)
          }
        
    else throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
  
      }

      const value_warnings_21 = obj["warnings"]
      if (value_warnings_21 !== undefined) {
        json += ",\"warnings\":"
        json += anonymous5(value_warnings_21)
      }

return json + JSON_STR_END_OBJECT

      }
    
    const main = anonymous0
    return main
    
}(validator, serializer)